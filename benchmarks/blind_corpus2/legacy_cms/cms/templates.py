import cgi


def page_header(title):
    return "<header><h1>%s</h1></header>" % cgi.escape(title, True)


def comment_block(comment):
    return "<div class='comment'><b>" + comment['author'] + "</b><p>" + comment['body'] + "</p></div>"


def layout(title, body):
    out = []
    out.append("<html><head><title>%s</title></head><body>" % cgi.escape(title))
    out.append(page_header(title))
    out.append(body)
    out.append("</body></html>")
    return "\n".join(out)


def debug_dump(obj):
    print "template debug:", `obj`
