from markupsafe import escape
from pyramid.response import Response
from pyramid.view import view_config


@view_config(route_name="preview", request_method="POST")
def preview(request):
    heading = request.POST.get("heading", "")
    text = request.POST.get("text", "")
    html = "<h1>%s</h1>\n<div class='preview'>%s</div>" % (escape(heading), text)
    return Response(html, content_type="text/html")
