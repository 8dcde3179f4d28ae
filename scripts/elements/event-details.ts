import path from 'node:path';
import ts from 'typescript';

/**
 * The detail type of each element event, as TypeScript text (issue 9, events: "each event's detail
 * typed once"). The one declaration is the React component's callback prop (`onCarSelect?: (detail:
 * CarSelectDetail) => void`); the compiler reads it here, so custom-elements.json gives hosts without
 * TypeScript the same `CustomEvent<{ carUid: string; carNo: string; }>` that element-types.ts gives
 * hosts with it.
 */

/** The compiler options of the project's tsconfig.json (the elements are checked with them anyway). */
export function projectOptions(root: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined,
  });
  return { ...(parsed?.options ?? {}), noEmit: true };
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** A field's type; a named union (`OtpPurpose`) by its members, which a host can read. */
function fieldText(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.isUnion() && type.aliasSymbol) return type.types.map((member) => checker.typeToString(member, undefined, FORMAT)).join(' | ');
  return checker.typeToString(type, undefined, FORMAT);
}

/**
 * A detail type written out: an object type by its properties (`{ carUid: string; carNo: string }`,
 * not the name of its interface, which a host cannot look up), anything else as the compiler writes it.
 */
export function typeText(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): string {
  const isPlainObject = (type.flags & ts.TypeFlags.Object) !== 0 && type.getCallSignatures().length === 0 && !checker.isArrayType(type);
  if (!isPlainObject) return checker.typeToString(type, undefined, FORMAT);
  const fields = checker.getPropertiesOfType(type).map((symbol) => {
    const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0 ? '?' : '';
    const fieldType = optional ? checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, at)) : checker.getTypeOfSymbolAtLocation(symbol, at);
    return `${symbol.name}${optional}: ${fieldText(checker, fieldType)}`;
  });
  return fields.length === 0 ? '{}' : `{ ${fields.join('; ')} }`;
}

/** The detail of one callback prop's type: its first parameter, or null when it takes none. */
function detailText(checker: ts.TypeChecker, callback: ts.Type, at: ts.Node): string {
  const [signature] = checker.getNonNullableType(callback).getCallSignatures();
  const [parameter] = signature?.getParameters() ?? [];
  if (!parameter) return 'null';
  return typeText(checker, checker.getTypeOfSymbolAtLocation(parameter, at), at);
}

/** `toElement(Component, { events: {…} })` of a module: the component and its event prop names. */
function toElementCall(source: ts.SourceFile): { component: ts.Expression; eventProps: string[] } | undefined {
  let found: { component: ts.Expression; eventProps: string[] } | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'toElement') {
      const [component, options] = node.arguments;
      const events = options && ts.isObjectLiteralExpression(options)
        ? options.properties.filter(ts.isPropertyAssignment).find((p) => p.name.getText() === 'events')?.initializer
        : undefined;
      const eventProps = events && ts.isObjectLiteralExpression(events)
        ? events.properties.filter(ts.isPropertyAssignment).map((p) => p.name.getText())
        : events && ts.isArrayLiteralExpression(events) ? events.elements.filter(ts.isStringLiteral).map((e) => e.text) : [];
      if (component) found = { component, eventProps };
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** One compiler program over the element modules, with the project's options. */
export function elementsProgram(elementFiles: readonly string[], root: string): ts.Program {
  return ts.createProgram({ rootNames: [...elementFiles], options: projectOptions(root) });
}

/** The props type of the component an element module gives `toElement`. */
function componentProps(checker: ts.TypeChecker, call: { component: ts.Expression }): ts.Type | undefined {
  const [render] = checker.getTypeAtLocation(call.component).getCallSignatures();
  const [propsSymbol] = render?.getParameters() ?? [];
  return propsSymbol ? checker.getTypeOfSymbolAtLocation(propsSymbol, call.component) : undefined;
}

/**
 * For each element module: the JSDoc of each prop of its component (carUid's "The car to edit;
 * without it the form adds a car."), the words of the one declaration where the header says
 * nothing of a prop or event.
 */
export function readPropDocs(elementFiles: readonly string[], root: string, program = elementsProgram(elementFiles, root)): Map<string, Map<string, string>> {
  const checker = program.getTypeChecker();
  const out = new Map<string, Map<string, string>>();
  for (const file of elementFiles) {
    const source = program.getSourceFile(file);
    const call = source && toElementCall(source);
    const props = call && componentProps(checker, call);
    if (!props) continue;
    const docs = new Map<string, string>();
    for (const symbol of checker.getPropertiesOfType(checker.getNonNullableType(props))) {
      const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
      if (doc) docs.set(symbol.name, doc);
    }
    out.set(file, docs);
  }
  return out;
}

/** For each element module: its callback props and the detail type text of each. */
export function readEventDetails(elementFiles: readonly string[], root: string, program = elementsProgram(elementFiles, root)): Map<string, Map<string, string>> {
  const checker = program.getTypeChecker();
  const out = new Map<string, Map<string, string>>();
  for (const file of elementFiles) {
    const source = program.getSourceFile(file);
    const call = source && toElementCall(source);
    if (!call) continue;
    const props = componentProps(checker, call);
    const details = new Map<string, string>();
    for (const prop of call.eventProps) {
      const symbol = props?.getProperty(prop);
      details.set(prop, symbol ? detailText(checker, checker.getTypeOfSymbolAtLocation(symbol, call.component), call.component) : 'unknown');
    }
    out.set(file, details);
  }
  return out;
}
