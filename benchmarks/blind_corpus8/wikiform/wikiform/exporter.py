# -*- coding: latin-1 -*-
# Export des pages du wiki au format ODT pour l'équipe de Genève.
# Dépend de pandoc (paquet Debian « pandoc »).
import os
import subprocess
import tempfile

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from .models import load_page

ENTETE = "Exporté depuis le wiki interne - ne pas diffuser à l'extérieur"


@view_config(route_name="export_odt")
def exporter_odt(request):
    page = load_page(request.matchdict["slug"])
    if page is None:
        raise HTTPNotFound()
    dossier = tempfile.mkdtemp(prefix="wiki-odt-")
    source = os.path.join(dossier, "page.md")
    sortie = os.path.join(dossier, "page.odt")
    with open(source, "w", encoding="utf-8") as fh:
        fh.write(f"% {ENTETE}\n\n{page.body}")
    subprocess.call(
        'pandoc --metadata title="%s" -o %s %s' % (page.title, sortie, source), shell=True
    )
    return FileResponse(sortie, request=request, content_type="application/vnd.oasis.opendocument.text")
