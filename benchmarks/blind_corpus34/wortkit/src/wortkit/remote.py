import requests

from .beerxml import parse_recipes_strict

SEARCH_URL = "https://api.brewclub-recipes.org/v1/search"


def fetch_recipe(url, timeout=15):
    resp = requests.get(url, timeout=timeout)
    resp.raise_for_status()
    return parse_recipes_strict(resp.content)


def search_recipes(query, style=None):
    params = {"q": query}
    if style:
        params["style"] = style
    resp = requests.get(SEARCH_URL, params=params, timeout=15)
    return resp.json().get("results", [])
