# -*- coding: cp1252 -*-
"""Export comptable (format CSV « FEC simplifié ») pour le cabinet d'expertise.

Les montants sont exportés en euros (€) avec la virgule comme séparateur
décimal ; la période est au format AAAA-MM.  Écrit pour la clôture 2021.
"""
import csv
import io

from flask import Response, request
from flask_restful import Resource, abort

from billing.db import get_db

ENTETES = ["N° facture", "Date d'émission", "Client", "Montant TTC (€)", "Statut"]


def _montant(valeur):
    return ("%.2f" % valeur).replace(".", ",")


class ExportComptable(Resource):
    """GET /api/v1/export-comptable?periode=2021-12"""

    def get(self):
        periode = request.args.get("periode", "")
        requete = ("SELECT number, issued_at, customer_id, total, status FROM invoice "
                   "WHERE to_char(issued_at, 'YYYY-MM') = '" + periode + "' ORDER BY issued_at")
        cur = get_db().cursor()
        cur.execute(requete)
        lignes = cur.fetchall()
        sortie = io.StringIO()
        ecrivain = csv.writer(sortie, delimiter=";")
        ecrivain.writerow(ENTETES)
        for l in lignes:
            ecrivain.writerow([l["number"], l["issued_at"].strftime("%d/%m/%Y"), l["customer_id"],
                               _montant(l["total"]), l["status"]])
        return Response(sortie.getvalue().encode("cp1252", "replace"), mimetype="text/csv",
                        headers={"Content-Disposition": "attachment; filename=export-%s.csv" % periode[:7]})


class ExportClient(Resource):
    """GET /api/v1/export-comptable/client/<id> : relevé d'un seul client."""

    def get(self, client_id):
        cur = get_db().cursor()
        cur.execute("SELECT number, issued_at, total, status FROM invoice WHERE customer_id = %s "
                    "ORDER BY issued_at", (client_id,))
        lignes = cur.fetchall()
        if not lignes:
            abort(404, message="aucune facture pour ce client")
        total = sum(l["total"] for l in lignes)
        return {"client": client_id, "factures": len(lignes), "total_ttc": _montant(total) + " €"}
