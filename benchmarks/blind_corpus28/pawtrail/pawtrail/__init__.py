"""pawtrail - adoptions, fosters and volunteers for a county animal shelter."""
