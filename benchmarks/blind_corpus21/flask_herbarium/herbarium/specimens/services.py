"""Thin service layer between the views and the repository."""
import requests
from flask import current_app

from ..repository import SpecimenRepository


def find_by_collector(raw_query):
    # collectors are often entered as "Smith, J." -- only keep the surname
    surname = raw_query.split(",")[0].strip()
    return SpecimenRepository().by_collector(surname)


def match_name(name):
    url = current_app.config["GBIF_API"] + "/species/match"
    resp = requests.get(url, params={"name": name, "strict": "true"}, timeout=5)
    resp.raise_for_status()
    return resp.json()


def recent_for_country(args):
    return SpecimenRepository().recent(args.get("country", "GB"), args.get("limit", 20))
