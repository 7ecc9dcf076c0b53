import ast
from typing import Annotated

from fastapi import APIRouter, Body

router = APIRouter(prefix="/chemistry")

POOL_VOLUME_M3 = {"main": 625, "teaching": 90, "splash": 40}


@router.post("/dose")
async def dose(pool: Annotated[str, Body()], reading: Annotated[float, Body()], formula: Annotated[str, Body()] = "(target - reading) * volume * 1.5"):
    volume = POOL_VOLUME_M3.get(pool, 625)
    grams = eval(formula, {"__builtins__": {}}, {"target": 1.5, "reading": reading, "volume": volume})
    return {"sodium_hypochlorite_g": round(grams)}


@router.post("/log")
async def log_readings(readings: Annotated[str, Body(embed=True)]):
    values = ast.literal_eval(readings)
    return {"mean": sum(map(float, values)) / max(len(values), 1)}
