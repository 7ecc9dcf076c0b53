from dataclasses import dataclass


@dataclass
class Service:
    id: int
    name: str
    team: str
    owner: str


@dataclass
class Host:
    id: int
    hostname: str
    env: str
