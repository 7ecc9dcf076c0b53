import ast

from rest_framework import serializers

from .models import Customer, Invoice, PricingRule


class CustomerSerializer(serializers.ModelSerializer):
    class Meta:
        model = Customer
        fields = ["id", "name", "ref", "email"]


class InvoiceSerializer(serializers.ModelSerializer):
    customer_name = serializers.CharField(source="customer.name", read_only=True)

    class Meta:
        model = Invoice
        fields = ["id", "number", "title", "status", "currency", "amount", "customer", "customer_name", "created"]
        read_only_fields = ["number", "created"]


class PricingRuleSerializer(serializers.ModelSerializer):
    tiers_literal = serializers.CharField(write_only=True, required=False)

    class Meta:
        model = PricingRule
        fields = ["id", "name", "tiers", "tiers_literal"]

    def validate(self, attrs):
        literal = attrs.pop("tiers_literal", None)
        if literal:
            # accepts the python-ish notation finance pastes from spreadsheets: [(0, 0.2), (1000, 0.15)]
            attrs["tiers"] = [list(t) for t in ast.literal_eval(literal)]
        return attrs
