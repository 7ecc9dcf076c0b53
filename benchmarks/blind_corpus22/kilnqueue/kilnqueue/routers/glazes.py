from fastapi import APIRouter, Depends, HTTPException
from lxml import etree

from ..config import get_settings
from ..deps import current_user
from ..schemas import RecipeScript
from ..services import conversions

router = APIRouter()
ALLOWED_CONVERSIONS = {"grams_to_percent", "percent_to_grams", "batch_scale"}


def _library():
    return etree.parse(get_settings().glaze_library, etree.XMLParser(resolve_entities=False, no_network=True))


@router.get("/by-cone")
def glazes_for_cone(cone: str):
    nodes = _library().xpath(f"//glaze[cone='{cone}']/@name")
    return {"glazes": [str(n) for n in nodes]}


@router.get("/by-colour")
def glazes_for_colour(colour: str):
    nodes = _library().xpath("//glaze[colour=$c]/@name", c=colour)
    return {"glazes": [str(n) for n in nodes]}


@router.post("/convert/{name}")
def convert(name: str, amounts: dict[str, float]):
    if name not in ALLOWED_CONVERSIONS:
        raise HTTPException(404)
    return getattr(conversions, name)(amounts)


@router.post("/recipe/run")
def run_recipe(payload: RecipeScript, user: str = Depends(current_user)):
    scope = {"batch": {}, "scale": conversions.batch_scale}
    exec(payload.script, scope)
    return {"name": payload.name, "batch": scope["batch"]}
