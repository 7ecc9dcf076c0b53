from markupsafe import Markup


def memo_cell(row):
    return Markup('<td class="memo" title="{0}">{0}</td>'.format(row["memo"] or ""))


def payee_cell(row):
    return Markup('<td class="payee">{}</td>').format(row["payee"])
