public import Motion
public import Transitions

/// The preview backend: draws timelines. (Being built.)
public enum TransitionsPreview {}
