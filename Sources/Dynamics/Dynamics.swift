// The Dynamics module: see World.swift.
