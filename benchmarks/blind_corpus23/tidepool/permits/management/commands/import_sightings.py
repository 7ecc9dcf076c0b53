"""Import sighting batches that field teams drop into the shared dropbox."""
import hashlib
import json
import os
import pickle

from defusedxml import ElementTree as SafeET
from django.conf import settings
from django.core.management.base import BaseCommand
from django.db import connection

from permits.models import Permit, Sighting


class Command(BaseCommand):
    help = "Import sighting batches (XML, JSON or cached pickles) from the field dropbox"

    def add_arguments(self, parser):
        parser.add_argument("--team", required=True)
        parser.add_argument("--since", default="1970-01-01")

    def handle(self, *args, **opts):
        folder = os.path.join(settings.SIGHTINGS_DROPBOX, opts["team"])
        for name in sorted(os.listdir(folder)):
            full = os.path.join(folder, name)
            if name.endswith(".xml"):
                rows = self._from_xml(full)
            elif name.endswith(".json"):
                with open(full) as fh:
                    rows = json.load(fh)
            elif name.endswith(".pkl"):
                with open(full, "rb") as fh:
                    rows = pickle.load(fh)
            else:
                continue
            self._store(rows)
        with connection.cursor() as cur:
            cur.execute("DELETE FROM permits_sighting WHERE observed_at < %s", [opts["since"]])

    def _from_xml(self, path):
        root = SafeET.parse(path).getroot()
        return [
            {"permit": s.get("permit"), "species": s.findtext("species"), "count": int(s.findtext("count") or 0),
             "observed_at": s.findtext("when")}
            for s in root.iter("sighting")
        ]

    def _store(self, rows):
        for row in rows:
            fp = hashlib.sha1(json.dumps(row, sort_keys=True).encode()).hexdigest()
            permit = Permit.objects.filter(number=row["permit"]).first()
            if permit is None:
                continue
            Sighting.objects.get_or_create(
                fingerprint=fp,
                defaults={"permit": permit, "species": row["species"], "count": row["count"],
                          "observed_at": row["observed_at"]},
            )
