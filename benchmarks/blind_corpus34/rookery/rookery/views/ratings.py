import requests
from lxml import etree
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from .. import db
from ..players import crosstable_html, find_players

FIDE_LIST = "https://ratings.fide.com/download/standard_rating_list_xml.zip"
RATINGS_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


@view_config(route_name="ratings_import", permission="direct", renderer="json", request_method="POST")
def import_ratings(request):
    upload = request.POST["file"].file
    tree = etree.parse(upload, RATINGS_PARSER)
    federation = request.POST.get("federation", "ENG")
    players = tree.xpath("//player[country=$fed]", fed=federation)
    return {"players": len(players)}


@view_config(route_name="ratings_lookup", permission="view", renderer="json")
def lookup(request):
    tree = etree.parse(request.registry.settings["rookery.rating_list"])
    surname = request.params.get("surname", "")
    hits = tree.xpath("//player[starts-with(name, '%s')]" % surname)
    return [{"name": p.findtext("name"), "rating": p.findtext("rating")} for p in hits[:25]]


@view_config(route_name="profile_link", permission="play", renderer="json", request_method="POST")
def link_profile(request):
    url = request.POST.get("profile_url", "")
    resp = requests.get(url, timeout=8, headers={"Accept": "application/xml"})
    doc = etree.fromstring(resp.content)
    return {"username": doc.findtext("username"), "blitz": doc.findtext("perfs/blitz/rating")}


@view_config(route_name="players", permission="view", renderer="json")
def players(request):
    conn = db.connect(request)
    if request.params.get("format") == "crosstable":
        event = request.params.get("event", "")
        rows = conn.execute("SELECT name, grade FROM entry WHERE event = ? ORDER BY seed", (event,)).fetchall()
        request.response.content_type = "text/html"
        request.response.text = crosstable_html([dict(r) for r in rows], {})
        return request.response
    if not request.params.get("name"):
        raise HTTPBadRequest()
    return [dict(r) for r in find_players(conn, request.params["name"])]


def refresh_fide_list(dest):
    resp = requests.get(FIDE_LIST, timeout=120, stream=True)
    with open(dest, "wb") as fh:
        for chunk in resp.iter_content(65536):
            fh.write(chunk)
