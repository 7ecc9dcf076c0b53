"""Django's `extra()` (and `raw()`) is SQL on a query set however the code reaches one: a chain of filters, a
variable holding one, `self` in a QuerySet subclass; not on an object that merely has an `extra` method."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, raised
from tickets.models import VerdictKind

VIEWS = """
    from django.db import models
    from django.http import HttpResponse

    from .models import Member


    class MemberQuerySet(models.QuerySet):
        def named(self, initial):
            return self.extra(where=["last_name LIKE '%s%%'" % initial])


    def directory(request):
        initial = request.GET.get("initial", "")
        members = Member.objects.filter(active=True)
        members = members.extra(where=[f"UPPER(last_name) LIKE '{initial.upper()}%'"])
        chained = Member.objects.filter(active=True).extra(where=["code = '%s'" % request.GET["code"]])
        named = Member.objects.named(request.GET["initial"])
        return HttpResponse(str(len(members) + len(chained) + len(named)))


    def packing(request, box):
        box.extra(where=request.GET["note"])
        return HttpResponse("ok")
    """


def _sql_lines() -> dict[int, VerdictKind]:
    view = MemoryView({"members/views.py": VIEWS})
    return {f.primary.start_line: judge(view, "pattern", f).verdict for f in raised(view, "taint")
            if f.category == "sql-injection"}


@pytest.mark.parametrize("line", [15, 16])  # a variable holding a query set; a chain of filters
def test_extra_on_a_query_set_is_sql(line):
    assert _sql_lines().get(line) is VerdictKind.CONFIRMED


def test_extra_on_any_other_object_is_not():
    assert 22 not in _sql_lines()


BACKEND = """
    from rest_framework.filters import BaseFilterBackend


    class OdometerRangeFilter(BaseFilterBackend):
        def filter_queryset(self, request, queryset, view):
            low = request.query_params.get("min_km")
            return queryset.extra(where=[f"odometer_km >= {low}"])


    class LabelFilter(BaseFilterBackend):
        def filter_queryset(self, request, queryset, view):
            return view.extra(where=[request.query_params.get("label")])
    """


def test_a_filter_backends_queryset_is_a_query_set_by_its_name():
    view = MemoryView({"fleet/filters.py": BACKEND})
    lines = view.files["fleet/filters.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip() for f in raised(view, "taint") if f.category == "sql-injection"}
    assert found == {'return queryset.extra(where=[f"odometer_km >= {low}"])'}  # not the view's own method


FILTERSET = """
    import django_filters

    from .models import Invoice


    class InvoiceFilter(django_filters.FilterSet):
        customer_ref = django_filters.CharFilter(method="filter_customer_ref")

        def filter_customer_ref(self, queryset, name, value):
            return queryset.extra(where=["ref LIKE '%s%%'" % value])

        def sorted_by(self, queryset, value):
            return queryset.extra(order_by=[value])
    """


def test_a_filtersets_method_filter_gets_the_query_strings_value():
    view = MemoryView({"invoices/filters.py": FILTERSET})
    lines = view.files["invoices/filters.py"].splitlines()
    found = {lines[f.primary.start_line - 1].strip() for f in raised(view, "taint") if f.category == "sql-injection"}
    # the filter method's (queryset, name, value); not another method of another shape
    assert found == {"return queryset.extra(where=[\"ref LIKE '%s%%'\" % value])"}
