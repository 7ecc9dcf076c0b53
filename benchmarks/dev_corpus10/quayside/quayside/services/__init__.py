from .repo import ShipmentRepo
from .carriers import CarrierRegistry

__all__ = ["ShipmentRepo", "CarrierRegistry"]
