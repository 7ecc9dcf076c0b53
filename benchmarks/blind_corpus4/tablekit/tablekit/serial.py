import pickle

import yaml

from .core import Table


def from_bytes(data: bytes) -> Table:
    """Inverse of Table snapshot bytes produced by to_bytes()."""
    obj = pickle.loads(data)
    if not isinstance(obj, Table):
        raise TypeError("not a Table snapshot")
    return obj


def to_bytes(table: Table) -> bytes:
    return pickle.dumps(table)


def read_yaml_table(text: str) -> Table:
    data = yaml.unsafe_load(text)
    return Table.from_dicts(data, name="yaml")


def read_yaml_config(text: str) -> dict:
    return yaml.load(text, Loader=yaml.SafeLoader) or {}
