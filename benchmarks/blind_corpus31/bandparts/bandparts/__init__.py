"""Librarian's tool for a brass band's sheet-music library."""
