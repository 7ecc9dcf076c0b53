from flask import current_app, request
from flask_restx import Namespace, Resource
from lxml import etree

ns = Namespace("kb", description="Knowledge base articles")

_SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def _tree():
    return etree.parse(current_app.config["KB_XML"], _SAFE_PARSER)


@ns.route("/search")
class ArticleSearch(Resource):
    def get(self):
        tag = request.args.get("tag", "")
        nodes = _tree().xpath("//article[tags/tag='" + tag + "']")
        return [{"id": n.get("id"), "title": n.findtext("title")} for n in nodes]


@ns.route("/<string:article_id>")
class ArticleDetail(Resource):
    def get(self, article_id):
        nodes = _tree().xpath("//article[@id=$aid]", aid=article_id)
        if not nodes:
            ns.abort(404)
        return {"id": article_id, "title": nodes[0].findtext("title"), "body": nodes[0].findtext("body")}


@ns.route("/import")
class ArticleImport(Resource):
    def post(self):
        incoming = etree.fromstring(request.get_data(), _SAFE_PARSER)
        tree = _tree()
        for article in incoming.iter("article"):
            tree.getroot().append(article)
        tree.write(current_app.config["KB_XML"], encoding="utf-8", xml_declaration=True)
        return {"imported": len(incoming.findall("article"))}
