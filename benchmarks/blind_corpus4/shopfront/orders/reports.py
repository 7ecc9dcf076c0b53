from django.contrib.admin.views.decorators import staff_member_required
from django.http import HttpResponse

from orders.models import Order


@staff_member_required
def orders_by_status(request):
    status = request.GET.get('status', 'new')
    qs = Order.objects.extra(where=["status = '%s'" % status]).select_related('customer')
    rows = []
    for o in qs[:500]:
        rows.append(u'<tr><td>%s</td><td>%s</td><td>%s</td></tr>' % (
            o.reference, o.customer.get_full_name(), o.created_at.strftime('%d/%m/%Y')))
    html = u'<table class="orders">%s</table>' % u''.join(rows)
    return HttpResponse(html)
