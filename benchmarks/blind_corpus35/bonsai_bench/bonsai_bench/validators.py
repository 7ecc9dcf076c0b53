import re

PHOTO_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,100}$")
SORTS = {"name": "name", "price": "price", "age": "age_years DESC"}
GENERA = {"Acer", "Juniperus", "Pinus", "Ficus", "Ulmus", "Carpinus", "Olea"}


def photo_filename(name):
    if not PHOTO_NAME.match(name or "") or name.startswith("."):
        raise ValueError("bad filename")
    return name


def sort_key(value):
    return SORTS.get(value, "name")


def genus(value):
    value = (value or "").capitalize()
    if value not in GENERA:
        raise ValueError("unknown genus")
    return value
