# -*- coding: latin-1 -*-
"""Import the printed catalogue (CSV export from the old FileMaker database).

Variety names keep their accents: « Piment d'Espelette », « Jalapeño », « Kürbis Gelber Zentner ».
"""
import csv
import os
import random
import subprocess
import tempfile

from django.core.management.base import BaseCommand

from catalog.models import Seed

FAMILLES = {"Solanacées": "Solanaceae", "Cucurbitacées": "Cucurbitaceae", "Apiacées": "Apiaceae"}


class Command(BaseCommand):
    help = "Importe le catalogue imprimé (fichier CSV ou CSV.gz fourni par l'opérateur)"

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--feature", type=int, default=3)

    def handle(self, *args, **opts):
        src = opts["path"]
        if src.endswith(".gz"):
            fd, plain = tempfile.mkstemp(suffix=".csv")
            with os.fdopen(fd, "wb") as out:
                subprocess.run(["gzip", "-dc", src], stdout=out, check=True)
            src = plain
        created = []
        with open(src, newline="", encoding="latin-1") as fh:
            for row in csv.DictReader(fh, delimiter=";"):
                famille = FAMILLES.get(row["famille"], row["famille"])
                created.append(Seed.objects.create(variety=row["variété"], family=famille, germination_days=int(row["jours"] or 10)))
        for seed in random.sample(created, min(opts["feature"], len(created))):
            self.stdout.write("En vedette : %s" % seed.variety)
        self.stdout.write("%d variétés importées" % len(created))
