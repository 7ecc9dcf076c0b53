"""RecipeML import."""
import io

from defusedxml.ElementTree import iterparse as safe_iterparse
from lxml import etree


def count_ingredients_safely(data):
    return sum(1 for _, el in safe_iterparse(io.BytesIO(data)) if el.tag == "ing")


def import_recipeml(data, title=None):
    recipes = []
    for _, el in etree.iterparse(io.BytesIO(data), tag="recipe", load_dtd=True, resolve_entities=True):
        recipes.append(el.findtext("head/title"))
    root = etree.fromstring(data, etree.XMLParser(resolve_entities=False, no_network=True))
    total = root.xpath("count(//ing)")
    if title:
        hit = root.xpath("//recipe[head/title='" + title + "']/directions/step/text()")
        return {"steps": [str(s) for s in hit], "ingredients": total}
    return {"recipes": recipes, "ingredients": total}
