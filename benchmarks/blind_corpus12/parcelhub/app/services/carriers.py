"""Carrier API clients."""
from abc import ABC, abstractmethod
from urllib.parse import quote

import httpx

NORDPOST_API_KEY = "np_live_5b7e0c1d9a2f4e6b8c3d1a0f7e9b2c4d"


class Carrier(ABC):
    name: str
    tracking_url: str

    def public_tracking_url(self, code: str) -> str:
        return self.tracking_url.format(code=quote(code, safe=""))

    @abstractmethod
    async def create_shipment(self, parcel: dict) -> str: ...


class NordPost(Carrier):
    name = "nordpost"
    tracking_url = "https://www.nordpost.example/track?code={code}"

    async def create_shipment(self, parcel: dict) -> str:
        async with httpx.AsyncClient(base_url="https://api.nordpost.example", timeout=10) as client:
            resp = await client.post("/v2/shipments", json=parcel, headers={"X-Api-Key": NORDPOST_API_KEY})
            resp.raise_for_status()
            return resp.json()["tracking_code"]


class SwiftCourier(Carrier):
    name = "swift"
    tracking_url = "https://swift-courier.example/t/{code}"

    async def create_shipment(self, parcel: dict) -> str:
        async with httpx.AsyncClient(base_url="https://api.swift-courier.example", timeout=10) as client:
            resp = await client.post("/shipments", json={"to": parcel["address"], "ref": parcel["reference"]})
            return resp.json()["code"]


CARRIERS: dict[str, Carrier] = {c.name: c for c in (NordPost(), SwiftCourier())}
CARRIER_HOSTS = {"api.nordpost.example", "api.swift-courier.example"}
