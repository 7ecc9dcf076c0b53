"""docconv: HTTP front-end around LibreOffice, ImageMagick, pandoc and ghostscript."""
