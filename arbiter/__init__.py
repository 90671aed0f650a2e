"""arbiter: an arbiter and score keeper for piquet, citing the laws of four editions."""

__version__ = "0.1.0"
