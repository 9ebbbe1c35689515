"""scorekeep: scorekeeping and rules adjudication for physical card games."""

__version__ = "0.1.0"
