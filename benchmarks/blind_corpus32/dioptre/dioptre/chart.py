"""Letters for the on-screen Snellen chart in the test room."""
import random

SLOAN_LETTERS = "CDHKNORSVZ"
ROW_SIZES = (1, 2, 3, 4, 5, 6, 7, 8)


def chart_rows():
    """A fresh chart for every patient so the rows cannot be remembered."""
    return ["".join(random.sample(SLOAN_LETTERS, size)) for size in ROW_SIZES]
