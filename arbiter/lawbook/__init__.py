"""The laws as the editions print them: each edition's record and law store, Cavendish's
casebook, the texts as a reader sees them, the search over them, and the bounds the editions
set on the numbers a user writes. Below the file formats: a file names its edition."""
