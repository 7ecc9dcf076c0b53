# -*- coding: latin-1 -*-
"""Cross-border licence files from the continental partner authority.

Their XML uses French element content: "écluse", "péniche", "bief", and fees in
"¤" units, so this module and its fixtures are kept in latin-1.
"""
from defusedxml.lxml import fromstring as safe_fromstring
from rest_framework.decorators import api_view
from rest_framework.response import Response

ECLUSE = "écluse"
PENICHE = "péniche"


@api_view(["POST"])
def licence_summary(request):
    root = safe_fromstring(request.body)
    bief = request.query_params.get("bief", "")
    locks = root.xpath("//%s[@bief='%s']/@nom" % (ECLUSE, bief))
    return Response({"écluses": [str(n) for n in locks]})


@api_view(["POST"])
def licence_vessel(request):
    root = safe_fromstring(request.body)
    immat = request.query_params.get("immatriculation", "")
    found = root.xpath("//%s[@immatriculation=$i]/@nom" % PENICHE, i=immat)
    return Response({"péniches": [str(n) for n in found]})
