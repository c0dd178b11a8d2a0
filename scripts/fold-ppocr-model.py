#!/usr/bin/env python3
"""Folds PP-OCRv4's elementwise layers into its convolutions, so that ONNX Runtime runs fewer
operators for the same arithmetic.

PP-OCRv4's backbone (PP-LCNetV3) follows each convolution with a "learnable affine block"
(x * a + b, two scalars), a hard-swish written out as four operators (x * clip(x + 3, 0, 6) / 6)
and a second affine block. Exported to ONNX these are eight operators a convolution, each a pass
over the whole feature map: a third of the recognizer's time. This script rewrites them:

- an affine block right after a convolution goes into that convolution's weights and bias:
  a * (W x + c) + b = (a W) x + (a c + b);
- the hard-swish becomes x * HardSigmoid(x) with alpha 1/6 and beta 1/2, the same function;
- an affine block right before a convolution goes into its weights (the scale), and into its
  bias too when the convolution pads nothing (a padded border would see the shift); otherwise the
  shift stays as one addition before it.

What the model computes is unchanged up to float rounding (the recognizer's outputs within
2e-6, every character of the dev folders' photos read the same). Arithmetic is done in float64
and rounded once to float32, so the result does not depend on the machine.

Usage: fold-ppocr-model.py MODEL.onnx FOLDED.onnx (needs the `onnx` and `numpy` packages;
scripts/setup-ppocr.sh provides pinned ones).
"""

import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper


class Graph:
    """The model's nodes with their constants, producers and consumers."""

    def __init__(self, model):
        self.model = model
        self.graph = model.graph
        self.nodes = list(self.graph.node)
        self.constants = {}
        for node in self.nodes:
            if node.op_type == "Constant" and node.attribute and node.attribute[0].name == "value":
                self.constants[node.output[0]] = numpy_helper.to_array(node.attribute[0].t)
        for tensor in self.graph.initializer:
            self.constants[tensor.name] = numpy_helper.to_array(tensor)
        self.outputs = {output.name for output in self.graph.output}
        self.removed = set()
        self.added_constants = {}
        self.replacements = {}
        self.index_consumers()

    def index_consumers(self):
        self.consumers = {}
        for node in self.live_nodes():
            for name in node.input:
                self.consumers.setdefault(name, []).append(node)

    def live_nodes(self):
        for node in self.nodes:
            if id(node) in self.replacements:
                yield from self.replacements[id(node)]
            if id(node) not in self.removed:
                yield node

    def scalar(self, name):
        value = self.constants.get(name)
        if value is None or value.size != 1:
            return None
        return float(value.ravel()[0])

    def scalar_operand(self, node):
        """(the other input, the scalar) of a binary operator with one scalar constant."""
        first, second = node.input
        if self.scalar(second) is not None:
            return first, self.scalar(second)
        if self.scalar(first) is not None:
            return second, self.scalar(first)
        return None, None

    def sole_consumer(self, name, op_type):
        consumers = self.consumers.get(name, [])
        if len(consumers) != 1 or name in self.outputs or consumers[0].op_type != op_type:
            return None
        return consumers[0]

    def constant(self, name, values):
        """A new float32 constant rounded once from float64 `values`."""
        array = np.asarray(values, dtype=np.float64).astype(np.float32)
        self.added_constants[name] = array
        self.constants[name] = array
        return name

    def conv_parameters(self, conv):
        weights = self.constants[conv.input[1]].astype(np.float64)
        if len(conv.input) > 2 and conv.input[2]:
            bias = self.constants[conv.input[2]].astype(np.float64)
        else:
            bias = np.zeros(weights.shape[0])
        return weights, bias

    def set_conv_parameters(self, conv, weights, bias, tag):
        conv.input[1] = self.constant(conv.input[1] + tag, weights)
        bias_name = self.constant(conv.output[0] + tag + "_bias", bias)
        if len(conv.input) > 2:
            conv.input[2] = bias_name
        else:
            conv.input.append(bias_name)

    def rewire(self, old, new):
        for node in self.consumers.get(old, []):
            for index, name in enumerate(node.input):
                if name == old:
                    node.input[index] = new


def fold_affine_after_convs(graph):
    """Conv -> Mul(a) [-> Add(b)]: into the convolution."""
    count = 0
    for conv in list(graph.live_nodes()):
        if conv.op_type != "Conv":
            continue
        mul = graph.sole_consumer(conv.output[0], "Mul")
        if mul is None:
            continue
        _, scale = graph.scalar_operand(mul)
        if scale is None:
            continue
        tail, shift = mul, 0.0
        add = graph.sole_consumer(mul.output[0], "Add")
        if add is not None and graph.scalar_operand(add)[1] is not None:
            tail, shift = add, graph.scalar_operand(add)[1]
        weights, bias = graph.conv_parameters(conv)
        graph.set_conv_parameters(conv, weights * scale, bias * scale + shift, "_scaled")
        graph.rewire(tail.output[0], conv.output[0])
        graph.removed.update({id(mul), id(tail)})
        graph.index_consumers()
        count += 1
    return count


def fold_hard_swish(graph):
    """Add(3) -> Clip(0, 6) -> Mul(x) -> Div(6): x * HardSigmoid(x)."""
    count = 0
    for add in list(graph.live_nodes()):
        if add.op_type != "Add":
            continue
        x, three = graph.scalar_operand(add)
        if three != 3.0:
            continue
        clip = graph.sole_consumer(add.output[0], "Clip")
        if clip is None or len(clip.input) != 3:
            continue
        if graph.scalar(clip.input[1]) != 0.0 or graph.scalar(clip.input[2]) != 6.0:
            continue
        mul = graph.sole_consumer(clip.output[0], "Mul")
        if mul is None or x not in mul.input:
            continue
        div = graph.sole_consumer(mul.output[0], "Div")
        if div is None or div.input[0] != mul.output[0] or graph.scalar(div.input[1]) != 6.0:
            continue
        gate = div.output[0] + "_gate"
        graph.replacements[id(add)] = [
            helper.make_node("HardSigmoid", [x], [gate], name=gate, alpha=1 / 6, beta=0.5),
            helper.make_node("Mul", [x, gate], [div.output[0]], name=div.output[0] + "_swish"),
        ]
        graph.removed.update({id(add), id(clip), id(mul), id(div)})
        graph.index_consumers()
        count += 1
    return count


def pads_nothing(conv):
    attributes = {attribute.name: helper.get_attribute_value(attribute) for attribute in conv.attribute}
    auto_pad = attributes.get("auto_pad", b"NOTSET")
    return not any(attributes.get("pads", [])) and auto_pad in (b"NOTSET", b"VALID")


def fold_affine_before_convs(graph):
    """Mul(a) [-> Add(b)] -> Conv: the scale into the weights, the shift into the bias when the
    convolution pads nothing (else it stays, as b / a added before the scaled convolution)."""
    count = 0
    for mul in list(graph.live_nodes()):
        if mul.op_type != "Mul" or id(mul) in graph.removed:
            continue
        x, scale = graph.scalar_operand(mul)
        if scale is None or scale == 0:
            continue
        add, shift = None, 0.0
        following = graph.consumers.get(mul.output[0], [])
        add = graph.sole_consumer(mul.output[0], "Add")
        if add is not None and graph.scalar_operand(add)[1] is not None:
            shift = graph.scalar_operand(add)[1]
            conv = graph.sole_consumer(add.output[0], "Conv")
        else:
            add = None
            conv = following[0] if len(following) == 1 and following[0].op_type == "Conv" else None
        if conv is None or conv.input[0] != (add or mul).output[0]:
            continue
        weights, bias = graph.conv_parameters(conv)
        if add is None:
            graph.set_conv_parameters(conv, weights * scale, bias, "_prescaled")
            graph.rewire(mul.output[0], x)
            graph.removed.add(id(mul))
        elif pads_nothing(conv):
            # conv(a y + b) = conv_{a W}(y) + b * (sum of each filter's weights)
            graph.set_conv_parameters(conv, weights * scale, bias + shift * weights.sum(axis=(1, 2, 3)), "_prescaled")
            graph.rewire(add.output[0], x)
            graph.removed.update({id(mul), id(add)})
        else:
            graph.set_conv_parameters(conv, weights * scale, bias, "_prescaled")
            add.input[0] = x
            add.input[1] = graph.constant(add.output[0] + "_shift", shift / scale)
            graph.removed.add(id(mul))
        graph.index_consumers()
        count += 1
    return count


def ordered(graph):
    """The live nodes in an order where each runs after its inputs, unused constants dropped."""
    nodes = [
        helper.make_node("Constant", [], [name], value=numpy_helper.from_array(array, name))
        for name, array in graph.added_constants.items()
    ] + list(graph.live_nodes())
    used = {name for node in nodes for name in node.input} | graph.outputs
    nodes = [node for node in nodes if node.op_type != "Constant" or node.output[0] in used]
    available = {value.name for value in graph.graph.input} | {t.name for t in graph.graph.initializer} | {""}
    result = []
    while nodes:
        waiting = []
        for node in nodes:
            if all(name in available for name in node.input):
                result.append(node)
                available.update(node.output)
            else:
                waiting.append(node)
        if len(waiting) == len(nodes):
            raise SystemExit("fold-ppocr-model: the rewritten graph has inputs nothing produces")
        nodes = waiting
    return result


def main(arguments):
    if len(arguments) != 2:
        raise SystemExit("usage: fold-ppocr-model.py MODEL.onnx FOLDED.onnx")
    source, destination = arguments
    model = onnx.load(source)
    graph = Graph(model)
    before = len(graph.nodes)
    after_convs = fold_affine_after_convs(graph)
    swishes = fold_hard_swish(graph)
    before_convs = fold_affine_before_convs(graph)
    nodes = ordered(graph)
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    onnx.checker.check_model(model)
    onnx.save(model, destination)
    print(
        f"fold-ppocr-model: {source}: {after_convs} affine blocks into the convolution before them, "
        f"{swishes} hard-swishes, {before_convs} into the convolution after them; "
        f"{before} -> {len(nodes)} nodes",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main(sys.argv[1:])
