// The Stage module.
