"""Website of the Pennine branch of the dry stone walling association."""
