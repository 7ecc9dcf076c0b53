from fastapi import Depends
from sqlalchemy.orm import Session

from .db import get_session
from .routers.models import Vehicle
from .typing_ext import Repository


class VehicleRepository(Repository[Vehicle]):
    table = "vehicles"
    columns = ("id", "vin", "nickname", "status", "depot_id", "odometer_km")


def vehicle_repo(session: Session = Depends(get_session)) -> VehicleRepository:
    return VehicleRepository(session, Vehicle)
