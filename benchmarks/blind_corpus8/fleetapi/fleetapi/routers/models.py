from dataclasses import dataclass

from pydantic import BaseModel, HttpUrl


@dataclass
class Vehicle:
    id: int
    vin: str
    nickname: str
    status: str
    depot_id: int
    odometer_km: int


class MirrorRequest(BaseModel):
    url: str
    model: str


class ReleaseRequest(BaseModel):
    url: HttpUrl
    model: str


class Subscription(BaseModel):
    callback_url: str
    events: list[str] = ["vehicle.updated"]
