import random

CALENDAR_COLOURS = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b"]


def confirmation_code():
    return f"{random.randint(0, 999999):06d}"


def colour_for_new_calendar():
    return random.choice(CALENDAR_COLOURS)
