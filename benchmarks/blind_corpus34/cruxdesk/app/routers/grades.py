import ast
from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, Body, HTTPException

from ..deps import Member

type Grade = str
type Scale = dict[Grade, int]

FONT: Scale = {"4": 0, "5": 1, "5+": 2, "6A": 3, "6A+": 3, "6B": 4, "6B+": 4, "6C": 5, "6C+": 5, "7A": 6, "7A+": 7, "7B": 8}

router = APIRouter(prefix="/grades", tags=["grades"])


@dataclass
class Conversion[T]:
    source: T
    target: T

    def label(self) -> str:
        return f"{self.source} ≈ {self.target}"


def to_v(grade: Grade) -> Conversion[str]:
    if grade.upper() not in FONT:
        raise HTTPException(404, f"unknown grade {grade!r}")
    return Conversion(grade.upper(), f"V{FONT[grade.upper()]}")


@router.get("/convert/{grade}")
def convert(grade: Grade):
    conv = to_v(grade)
    return {"label": conv.label(), "text": f"{conv.source} is {f"{conv.target}"} on the V scale"}


@router.post("/ladder")
def ladder(member: Member, formula: Annotated[str, Body()], ticks: Annotated[list[dict], Body()]):
    scores = []
    for tick in ticks:
        env = {"v": FONT.get(tick["grade"].upper(), 0), "attempts": int(tick.get("attempts", 1)), "flash": bool(tick.get("flash"))}
        scores.append(eval(formula, {"__builtins__": {}}, env))
    return {"total": sum(scores)}


@router.post("/scale")
def custom_scale(member: Member, table: Annotated[str, Body(embed=True)]):
    parsed = ast.literal_eval(table)
    if not isinstance(parsed, dict):
        raise HTTPException(400, "scale must be a mapping")
    return {"grades": sorted(parsed, key=parsed.get)}
