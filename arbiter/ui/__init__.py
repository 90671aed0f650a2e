"""Rendering for people, with rich. Only the CLI imports this package, and only when it
prints for people (never on the --json path)."""
