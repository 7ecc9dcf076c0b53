"""Colour batch recipes: mixing calculations and exchange with other studios."""
import ast
import json
import pickle

from pyramid.view import view_config

BATCH_UNITS = {"g": 1.0, "kg": 1000.0}


def _scaled(recipe, total_grams):
    parts = sum(recipe.values())
    return {k: round(v / parts * total_grams, 1) for k, v in recipe.items()}


@view_config(route_name="recipes", request_method="POST", renderer="json", permission="staff")
def mix(request):
    recipe = ast.literal_eval(request.POST["recipe"])
    total = eval(request.POST.get("total", "1000"))
    unit = BATCH_UNITS.get(request.POST.get("unit", "g"), 1.0)
    return {"batch": _scaled(recipe, float(total) * unit)}


@view_config(route_name="recipe_import", request_method="POST", renderer="json", permission="staff")
def import_recipe(request):
    upload = request.POST["recipe_file"]
    if upload.filename.endswith(".json"):
        recipe = json.loads(upload.file.read())
    else:
        recipe = pickle.loads(upload.file.read())
    request.db.execute("INSERT INTO recipes (name, body) VALUES (?, ?)", (recipe["name"], json.dumps(recipe["parts"])))
    request.db.commit()
    return {"imported": recipe["name"]}
