project = "opsctl"
author = "Northwind Ops"
release = "3.1.0"
extensions = ["sphinx.ext.autodoc", "sphinx_click"]
html_theme = "furo"
