from .beerxml import Recipe, hop_by_name, hops_by_use, parse_recipes, parse_recipes_strict
from .calc import abv, evaluate, ibu, render_label_text
from .db import export_sqlite
from .files import bundled, label_pdf, load_recipe, save_recipe, zip_bundle
from .remote import fetch_recipe, search_recipes
from .render import recipe_card, recipe_to_html
from .session import load_profile, restore_session, snapshot_session
from .share import batch_code, lock_recipe, recipe_fingerprint, share_token, tasting_order
from .styles import StyleGuide, load_guide, style_by_code

__all__ = [
    "Recipe", "abv", "batch_code", "bundled", "evaluate", "export_sqlite", "fetch_recipe", "hop_by_name",
    "hops_by_use", "ibu", "label_pdf", "load_guide", "load_profile", "load_recipe", "lock_recipe", "parse_recipes",
    "parse_recipes_strict", "recipe_card", "recipe_fingerprint", "recipe_to_html", "render_label_text",
    "restore_session", "save_recipe", "search_recipes", "share_token", "snapshot_session", "style_by_code",
    "StyleGuide", "tasting_order", "zip_bundle",
]
