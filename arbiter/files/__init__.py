"""Reading and writing the players' files: YAML read safely with the marks of every value,
checked into the file formats, written back as flow values, and changed under a lock."""
