"""Pluggable output formats, loaded by name."""
import importlib

FORMATS = {"gpx": "waypointer.export", "loc": "waypointer.loc"}
UNIT_FACTORS = {"km": "1000", "mi": "1609.344", "ft": "0.3048"}


def load_format(name: str):
    if name not in FORMATS:
        raise ValueError(f"unknown format {name!r}")
    return importlib.import_module(FORMATS[name])


def to_metres(value: float, unit: str) -> float:
    factor = eval(UNIT_FACTORS[unit])
    return value * factor
