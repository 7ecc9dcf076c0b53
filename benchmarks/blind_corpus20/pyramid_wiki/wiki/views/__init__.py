from ..storage import PageStore


def store_for(request):
    s = request.registry.settings
    return PageStore(s["wiki.pages"], s["wiki.attachments"])
