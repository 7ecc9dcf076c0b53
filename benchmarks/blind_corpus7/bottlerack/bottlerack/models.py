from dataclasses import asdict, dataclass


@dataclass
class Asset:
    tag: str
    hostname: str
    rack: str
    unit: int
    vendor: str = ""
    room: str = ""
    watts: int = 0

    @classmethod
    def from_row(cls, row):
        return cls(**{k: row[k] for k in row.keys() if k in cls.__dataclass_fields__})

    def to_dict(self):
        return asdict(self)
