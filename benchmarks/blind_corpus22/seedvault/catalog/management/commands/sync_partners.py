"""Nightly cron: pull every partner's availability feed."""
import io
import json
import pickle

import defusedxml.ElementTree as SafeET
import requests
from django.core.management.base import BaseCommand
from lxml import etree

from catalog.models import Partner, Seed


class Command(BaseCommand):
    help = "Synchronise partner seed availability"

    def add_arguments(self, parser):
        parser.add_argument("--format", choices=["xml", "json", "legacy"], default="xml")

    def handle(self, *args, **opts):
        for partner in Partner.objects.all():
            resp = requests.get(partner.feed_url, timeout=20)
            if opts["format"] == "json":
                data = json.loads(resp.text)
                self._apply(partner, data)
            elif opts["format"] == "legacy":
                data = pickle.loads(resp.content)
                self._apply(partner, data)
            else:
                self._apply_xml(partner, resp.content)

    def _apply_xml(self, partner, blob):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        root = etree.parse(io.BytesIO(blob), parser).getroot()
        self._apply(partner, [{"variety": v.get("name"), "qty": v.get("qty")} for v in root.iter("variety")])

    def _apply_summary(self, blob):
        root = SafeET.fromstring(blob)
        return {e.tag: e.text for e in root}

    def _apply(self, partner, rows):
        for row in rows:
            Seed.objects.update_or_create(partner=partner, variety=row["variety"], defaults={"family": row.get("family", "")})
