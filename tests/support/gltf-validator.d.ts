/** The part of the Khronos glTF validator's API (npm gltf-validator, no bundled types) the tests use. */
declare module "gltf-validator" {
  export interface ValidationMessage {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  export interface ValidationReport {
    issues: { numErrors: number; numWarnings: number; numInfos: number; numHints: number; messages: ValidationMessage[] };
  }
  export interface ValidationOptions {
    uri?: string;
    format?: "gltf" | "glb";
    externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
    maxIssues?: number;
  }
  export function validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<ValidationReport>;
  export function validateString(json: string, options?: ValidationOptions): Promise<ValidationReport>;
  export function version(): string;
}
