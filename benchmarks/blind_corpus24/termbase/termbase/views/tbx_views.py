from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

from .. import tbx


@view_config(route_name="tbx_import", renderer="json", request_method="POST", permission="edit")
def tbx_import(request):
    upload = request.POST.get("tbx")
    if upload is None or not hasattr(upload, "file"):
        raise HTTPBadRequest()
    if request.params.get("count_only"):
        return {"entries": tbx.quick_count(upload.file)}
    tree = tbx.load_tbx(upload.file)
    request.registry.tbx_tree = tree
    return {"entries": len(tree.xpath("//termEntry"))}


def _tree(request):
    tree = getattr(request.registry, "tbx_tree", None)
    if tree is None:
        tree = request.registry.tbx_tree = tbx.load_shared_tbx(request.registry.settings.get("termbase.shared_tbx", "shared.tbx"))
    return tree


@view_config(route_name="tbx_lookup", renderer="json")
def tbx_lookup(request):
    tree = _tree(request)
    if "concept" in request.params:
        return {"notes": tbx.notes_for(tree, request.params["concept"])}
    if "field" in request.params:
        return {"ids": [e.get("id") for e in tbx.subject_fields(tree, request.params["field"])]}
    return {"ids": [e.get("id") for e in tbx.entries_for(tree, request.params.get("lemma", ""))]}


@view_config(route_name="tbx_lang", renderer="json")
def tbx_lang(request):
    return {"terms": tbx.entries_in_lang(_tree(request), request.params.get("lang", "en"))}
