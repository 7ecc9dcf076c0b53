import html


def menu_card(item):
    return (f"<div class='menu-item'><h4>{html.escape(item['name'])}</h4>"
            f"<span class='price'>{item['price_pence'] / 100:.2f}</span></div>")


def message_row(msg):
    return "<li class='msg'><b>%s</b> %s</li>" % (msg["street"], msg["text"])
